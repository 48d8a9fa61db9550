import sys

from ginrummy_bot.cli import main

sys.exit(main())
