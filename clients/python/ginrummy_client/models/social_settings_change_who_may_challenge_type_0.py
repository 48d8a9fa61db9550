from enum import StrEnum


class SocialSettingsChangeWhoMayChallengeType0(StrEnum):
    EVERYONE = "everyone"
    FRIENDS = "friends"
    NOBODY = "nobody"

    def __str__(self) -> str:
        return str(self.value)
