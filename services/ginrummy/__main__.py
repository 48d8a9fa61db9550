"""``python -m ginrummy``: the ``ginrummy`` command."""

import sys

from ginrummy.cli import main

sys.exit(main())
