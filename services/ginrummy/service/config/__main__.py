"""``python -m ginrummy.service.config``: the settings tables for docs/SERVICE.md."""

from ginrummy.service.config.settings import settings_table

print(settings_table(), end="")
