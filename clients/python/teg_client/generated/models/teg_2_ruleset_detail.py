from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.play_level import PlayLevel

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.teg_2_board_summary import Teg2BoardSummary
    from ..models.teg_2_ladder import Teg2Ladder
    from ..models.teg_2_rounds import Teg2Rounds
    from ..models.teg_2_token_points import Teg2TokenPoints


T = TypeVar("T", bound="Teg2RulesetDetail")


@_attrs_define
class Teg2RulesetDetail:
    """TEG II in full (`docs/rules/teg2.md`): levels, boards, rounds, the
    ladder and the objective tokens.

        Attributes:
            id (str): Slug used in `POST /v1/games` and `/v1/maps/{ruleset}`.
            name (str): Display name.
            min_players (int): Fewest players.
            max_players (int): Most players.
            options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
                and, in a TEG II game, `teg2`. A key that names none is refused.
            modules (list[str]): The modules this edition has: a table may turn on only these.
            levels (list[PlayLevel]): The levels of play (T2-CMP-7), the `level` option.
            boards (list[Teg2BoardSummary]): The boards, the `board` option; each is drawn by
                `GET /v1/teg2/maps/{board}`.
            rounds (list[Teg2Rounds]): Rounds played by powers per board (T2-RND-1): the first is the
                default, any other may be chosen with the `rounds` option.
            ladder (Teg2Ladder): The war-potential ladder (T2-POT-1).
            tokens (list[Teg2TokenPoints]): The five objective tokens each power places, with their points
                (T2-OBJ-2).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: Options
    modules: list[str]
    levels: list[PlayLevel]
    boards: list[Teg2BoardSummary]
    rounds: list[Teg2Rounds]
    ladder: Teg2Ladder
    tokens: list[Teg2TokenPoints]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options = self.options.to_dict()

        modules = self.modules

        levels = []
        for levels_item_data in self.levels:
            levels_item = levels_item_data.value
            levels.append(levels_item)

        boards = []
        for boards_item_data in self.boards:
            boards_item = boards_item_data.to_dict()
            boards.append(boards_item)

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        ladder = self.ladder.to_dict()

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "options": options,
                "modules": modules,
                "levels": levels,
                "boards": boards,
                "rounds": rounds,
                "ladder": ladder,
                "tokens": tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options import Options  # noqa: PLC0415
        from ..models.teg_2_board_summary import Teg2BoardSummary  # noqa: PLC0415
        from ..models.teg_2_ladder import Teg2Ladder  # noqa: PLC0415
        from ..models.teg_2_rounds import Teg2Rounds  # noqa: PLC0415
        from ..models.teg_2_token_points import Teg2TokenPoints  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = Options.from_dict(d.pop("options"))

        modules = cast(list[str], d.pop("modules"))

        levels = []
        _levels = d.pop("levels")
        for levels_item_data in _levels:
            levels_item = PlayLevel(levels_item_data)

            levels.append(levels_item)

        boards = []
        _boards = d.pop("boards")
        for boards_item_data in _boards:
            boards_item = Teg2BoardSummary.from_dict(boards_item_data)

            boards.append(boards_item)

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = Teg2Rounds.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        ladder = Teg2Ladder.from_dict(d.pop("ladder"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = Teg2TokenPoints.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        teg_2_ruleset_detail = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options=options,
            modules=modules,
            levels=levels,
            boards=boards,
            rounds=rounds,
            ladder=ladder,
            tokens=tokens,
        )

        teg_2_ruleset_detail.additional_properties = d
        return teg_2_ruleset_detail

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
