"""Writes services/ginrummy/service/accounts/common-passwords.txt: the first 10,000 entries of
the ``passwords`` frequency list shipped by the ``zxcvbn`` package (a dev dependency; a test
checks that the shipped file is that list)."""

from __future__ import annotations

from pathlib import Path

from zxcvbn.frequency_lists import FREQUENCY_LISTS

COUNT = 10_000
TARGET = (
    Path(__file__).resolve().parent.parent
    / "services/ginrummy/service/accounts/common-passwords.txt"
)


def common_passwords() -> list[str]:
    return list(FREQUENCY_LISTS["passwords"][:COUNT])


def main() -> None:
    TARGET.write_text("".join(p + "\n" for p in common_passwords()), encoding="utf-8")
    print(f"wrote {COUNT} passwords to {TARGET}")


if __name__ == "__main__":
    main()
