from enum import StrEnum


class SocialSettingsOutWhoMayChallenge(StrEnum):
    EVERYONE = "everyone"
    FRIENDS = "friends"
    NOBODY = "nobody"

    def __str__(self) -> str:
        return str(self.value)
