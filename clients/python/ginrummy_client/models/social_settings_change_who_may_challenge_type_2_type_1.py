from enum import StrEnum


class SocialSettingsChangeWhoMayChallengeType2Type1(StrEnum):
    EVERYONE = "everyone"
    FRIENDS = "friends"
    NOBODY = "nobody"

    def __str__(self) -> str:
        return str(self.value)
