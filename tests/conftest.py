"""Shared pytest configuration."""

import sys
from pathlib import Path

# Lets test modules import helpers such as `core.hands` by their folder name.
sys.path.insert(0, str(Path(__file__).parent))
