"""/games: the games hosted, from the game registry; and the check a new match's game and
seat count pass."""

from __future__ import annotations

from typing import Literal, cast

from litestar import Controller, get
from litestar.params import FromPath

from ginrummy.api.problems import responses
from ginrummy.api.schemas.common import BotLevel, TournamentFormat
from ginrummy.api.schemas.games import GameInfo, GameList, GameRuleOption
from ginrummy.service import games
from ginrummy.service.errors import InvalidRequestError, NotFoundError
from ginrummy.service.tournaments.formats import FORMATS


def game_info(definition: games.GameDefinition) -> GameInfo:
    """A game as ``GET /games`` serves it."""
    return GameInfo(
        name=definition.name,
        title=definition.title,
        min_seats=definition.min_seats,
        max_seats=definition.max_seats,
        rule_options=[
            GameRuleOption(
                name=o.name,
                kind=cast("Literal['int', 'bool', 'choice']", o.kind),
                default=o.default,
                description=o.description,
                minimum=o.minimum,
                maximum=o.maximum,
                choices=[str(c) for c in o.choices] if o.choices else None,
            )
            for o in definition.rule_options
        ],
        bot_levels=cast("list[BotLevel]", list(definition.bot_levels)),
        features=sorted(f.value for f in definition.features),
        rules_document=definition.rules_document,
        tournament_formats=cast(
            "list[TournamentFormat]",
            [
                name
                for name, f in FORMATS.items()
                if games.Feature.TOURNAMENTS in definition.features
                and (f.games is None or definition.name in f.games)
            ],
        ),
    )


def table_of(name: str, seats: int | None) -> tuple[games.GameDefinition, int]:
    """The game a new match names and its seat count (omitted: the game's fewest), or a 422
    problem before anything is created: ``invalid-request`` for a game not hosted here,
    ``bad-seat`` for a seat count the game does not allow (reasons the contract already has)."""
    try:
        definition = games.match_game(name)
    except (games.UnknownGameError, games.ElsewhereError) as exc:
        raise InvalidRequestError(str(exc), reason="invalid-request") from None
    count = definition.min_seats if seats is None else seats
    if not definition.seats_allowed(count):
        span = (
            f"{definition.min_seats}"
            if definition.min_seats == definition.max_seats
            else f"{definition.min_seats} to {definition.max_seats}"
        )
        raise InvalidRequestError(
            f"{definition.title} is played by {span} seats, not {count}",
            reason="bad-seat",
        )
    return definition, count


class GameController(Controller):
    path = "/games"
    tags = ("games",)

    @get(
        operation_id="listGames",
        summary="The games hosted: seat range, rule options with bounds and defaults, bot "
        "levels, features",
        responses=responses(429),
    )
    async def list_games(self) -> GameList:
        return GameList(games=[game_info(d) for d in games.played_at_matches()])

    @get(
        "/{name:str}",
        operation_id="getGame",
        summary="One game: seat range, rule options with bounds and defaults, bot levels, features",
        responses=responses(404, 429),
    )
    async def get_game(self, name: FromPath[str]) -> GameInfo:
        try:
            return game_info(games.match_game(name))
        except (games.UnknownGameError, games.ElsewhereError) as exc:
            raise NotFoundError(str(exc), reason="not-found") from None
