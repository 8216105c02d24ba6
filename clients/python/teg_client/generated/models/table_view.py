from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.map_id import MapId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combat_view import CombatView
    from ..models.force_view import ForceView
    from ..models.launch_view import LaunchView
    from ..models.record_aircraft_lost import RecordAircraftLost
    from ..models.record_attrition import RecordAttrition
    from ..models.record_combat_fought import RecordCombatFought
    from ..models.record_level_moved import RecordLevelMoved
    from ..models.record_objectives_revealed import RecordObjectivesRevealed
    from ..models.record_retreated import RecordRetreated
    from ..models.record_rocket_captured import RecordRocketCaptured
    from ..models.record_rocket_dismantled import RecordRocketDismantled
    from ..models.record_rocket_exploded import RecordRocketExploded
    from ..models.record_rocket_intercepted import RecordRocketIntercepted
    from ..models.record_round_started import RecordRoundStarted
    from ..models.record_scored import RecordScored
    from ..models.rocket_view import RocketView
    from ..models.teg_2_grant import Teg2Grant
    from ..models.token_view import TokenView
    from ..models.window_view import WindowView


T = TypeVar("T", bound="TableView")


@_attrs_define
class TableView:
    """One board as a viewer sees it.

    Attributes:
        map_ (MapId): Which map a game is played on (T2-CMP-3, T2-VAR-6).
        step (str): `placement`, `reveal`, `incorporate`, `attack` or `over`.
        rounds (int): Rounds in all.
        forces (list[ForceView]): Units, regions in map order.
        wiped (list[str]): Wiped regions.
        rockets (list[RocketView]): Rockets on the board.
        tokens (list[TokenView]): Objective tokens.
        round_ (int | None | Unset): The round, once play began.
        turn (int | None | Unset): The seat in turn, when one is.
        grant (None | Teg2Grant | Unset):
        combat (CombatView | None | Unset):
        window (None | Unset | WindowView):
        launch (LaunchView | None | Unset):
        last_combat (None | RecordAircraftLost | RecordAttrition | RecordCombatFought | RecordLevelMoved |
            RecordObjectivesRevealed | RecordRetreated | RecordRocketCaptured | RecordRocketDismantled |
            RecordRocketExploded | RecordRocketIntercepted | RecordRoundStarted | RecordScored | Unset):
    """

    map_: MapId
    step: str
    rounds: int
    forces: list[ForceView]
    wiped: list[str]
    rockets: list[RocketView]
    tokens: list[TokenView]
    round_: int | None | Unset = UNSET
    turn: int | None | Unset = UNSET
    grant: None | Teg2Grant | Unset = UNSET
    combat: CombatView | None | Unset = UNSET
    window: None | Unset | WindowView = UNSET
    launch: LaunchView | None | Unset = UNSET
    last_combat: (
        None
        | RecordAircraftLost
        | RecordAttrition
        | RecordCombatFought
        | RecordLevelMoved
        | RecordObjectivesRevealed
        | RecordRetreated
        | RecordRocketCaptured
        | RecordRocketDismantled
        | RecordRocketExploded
        | RecordRocketIntercepted
        | RecordRoundStarted
        | RecordScored
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.combat_view import CombatView  # noqa: PLC0415
        from ..models.launch_view import LaunchView  # noqa: PLC0415
        from ..models.record_aircraft_lost import RecordAircraftLost  # noqa: PLC0415
        from ..models.record_attrition import RecordAttrition  # noqa: PLC0415
        from ..models.record_combat_fought import RecordCombatFought  # noqa: PLC0415
        from ..models.record_level_moved import RecordLevelMoved  # noqa: PLC0415
        from ..models.record_objectives_revealed import RecordObjectivesRevealed  # noqa: PLC0415
        from ..models.record_retreated import RecordRetreated  # noqa: PLC0415
        from ..models.record_rocket_captured import RecordRocketCaptured  # noqa: PLC0415
        from ..models.record_rocket_dismantled import RecordRocketDismantled  # noqa: PLC0415
        from ..models.record_rocket_exploded import RecordRocketExploded  # noqa: PLC0415
        from ..models.record_rocket_intercepted import RecordRocketIntercepted  # noqa: PLC0415
        from ..models.record_round_started import RecordRoundStarted  # noqa: PLC0415
        from ..models.record_scored import RecordScored  # noqa: PLC0415
        from ..models.teg_2_grant import Teg2Grant  # noqa: PLC0415
        from ..models.window_view import WindowView  # noqa: PLC0415

        map_ = self.map_.value

        step = self.step

        rounds = self.rounds

        forces = []
        for forces_item_data in self.forces:
            forces_item = forces_item_data.to_dict()
            forces.append(forces_item)

        wiped = self.wiped

        rockets = []
        for rockets_item_data in self.rockets:
            rockets_item = rockets_item_data.to_dict()
            rockets.append(rockets_item)

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        round_: int | None | Unset
        if isinstance(self.round_, Unset):
            round_ = UNSET
        else:
            round_ = self.round_

        turn: int | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        grant: dict[str, Any] | None | Unset
        if isinstance(self.grant, Unset):
            grant = UNSET
        elif isinstance(self.grant, Teg2Grant):
            grant = self.grant.to_dict()
        else:
            grant = self.grant

        combat: dict[str, Any] | None | Unset
        if isinstance(self.combat, Unset):
            combat = UNSET
        elif isinstance(self.combat, CombatView):
            combat = self.combat.to_dict()
        else:
            combat = self.combat

        window: dict[str, Any] | None | Unset
        if isinstance(self.window, Unset):
            window = UNSET
        elif isinstance(self.window, WindowView):
            window = self.window.to_dict()
        else:
            window = self.window

        launch: dict[str, Any] | None | Unset
        if isinstance(self.launch, Unset):
            launch = UNSET
        elif isinstance(self.launch, LaunchView):
            launch = self.launch.to_dict()
        else:
            launch = self.launch

        last_combat: dict[str, Any] | None | Unset
        if isinstance(self.last_combat, Unset):
            last_combat = UNSET
        elif isinstance(self.last_combat, RecordObjectivesRevealed):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRoundStarted):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordCombatFought):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRetreated):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordAttrition):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordAircraftLost):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordLevelMoved):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRocketCaptured):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRocketIntercepted):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRocketExploded):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordRocketDismantled):
            last_combat = self.last_combat.to_dict()
        elif isinstance(self.last_combat, RecordScored):
            last_combat = self.last_combat.to_dict()
        else:
            last_combat = self.last_combat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "map": map_,
                "step": step,
                "rounds": rounds,
                "forces": forces,
                "wiped": wiped,
                "rockets": rockets,
                "tokens": tokens,
            }
        )
        if round_ is not UNSET:
            field_dict["round"] = round_
        if turn is not UNSET:
            field_dict["turn"] = turn
        if grant is not UNSET:
            field_dict["grant"] = grant
        if combat is not UNSET:
            field_dict["combat"] = combat
        if window is not UNSET:
            field_dict["window"] = window
        if launch is not UNSET:
            field_dict["launch"] = launch
        if last_combat is not UNSET:
            field_dict["last_combat"] = last_combat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.combat_view import CombatView  # noqa: PLC0415
        from ..models.force_view import ForceView  # noqa: PLC0415
        from ..models.launch_view import LaunchView  # noqa: PLC0415
        from ..models.record_aircraft_lost import RecordAircraftLost  # noqa: PLC0415
        from ..models.record_attrition import RecordAttrition  # noqa: PLC0415
        from ..models.record_combat_fought import RecordCombatFought  # noqa: PLC0415
        from ..models.record_level_moved import RecordLevelMoved  # noqa: PLC0415
        from ..models.record_objectives_revealed import RecordObjectivesRevealed  # noqa: PLC0415
        from ..models.record_retreated import RecordRetreated  # noqa: PLC0415
        from ..models.record_rocket_captured import RecordRocketCaptured  # noqa: PLC0415
        from ..models.record_rocket_dismantled import RecordRocketDismantled  # noqa: PLC0415
        from ..models.record_rocket_exploded import RecordRocketExploded  # noqa: PLC0415
        from ..models.record_rocket_intercepted import RecordRocketIntercepted  # noqa: PLC0415
        from ..models.record_round_started import RecordRoundStarted  # noqa: PLC0415
        from ..models.record_scored import RecordScored  # noqa: PLC0415
        from ..models.rocket_view import RocketView  # noqa: PLC0415
        from ..models.teg_2_grant import Teg2Grant  # noqa: PLC0415
        from ..models.token_view import TokenView  # noqa: PLC0415
        from ..models.window_view import WindowView  # noqa: PLC0415

        d = dict(src_dict)
        map_ = MapId(d.pop("map"))

        step = d.pop("step")

        rounds = d.pop("rounds")

        forces = []
        _forces = d.pop("forces")
        for forces_item_data in _forces:
            forces_item = ForceView.from_dict(forces_item_data)

            forces.append(forces_item)

        wiped = cast(list[str], d.pop("wiped"))

        rockets = []
        _rockets = d.pop("rockets")
        for rockets_item_data in _rockets:
            rockets_item = RocketView.from_dict(rockets_item_data)

            rockets.append(rockets_item)

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = TokenView.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        def _parse_round_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_ = _parse_round_(d.pop("round", UNSET))

        def _parse_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        def _parse_grant(data: object) -> None | Teg2Grant | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                grant_type_0 = Teg2Grant.from_dict(data)

                return grant_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2Grant | Unset, data)

        grant = _parse_grant(d.pop("grant", UNSET))

        def _parse_combat(data: object) -> CombatView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combat_type_0 = CombatView.from_dict(data)

                return combat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CombatView | None | Unset, data)

        combat = _parse_combat(d.pop("combat", UNSET))

        def _parse_window(data: object) -> None | Unset | WindowView:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = WindowView.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindowView, data)

        window = _parse_window(d.pop("window", UNSET))

        def _parse_launch(data: object) -> LaunchView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                launch_type_0 = LaunchView.from_dict(data)

                return launch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LaunchView | None | Unset, data)

        launch = _parse_launch(d.pop("launch", UNSET))

        def _parse_last_combat(
            data: object,
        ) -> (
            None
            | RecordAircraftLost
            | RecordAttrition
            | RecordCombatFought
            | RecordLevelMoved
            | RecordObjectivesRevealed
            | RecordRetreated
            | RecordRocketCaptured
            | RecordRocketDismantled
            | RecordRocketExploded
            | RecordRocketIntercepted
            | RecordRoundStarted
            | RecordScored
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_objectives_revealed = RecordObjectivesRevealed.from_dict(data)

                return componentsschemas_record_record_objectives_revealed
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_round_started = RecordRoundStarted.from_dict(data)

                return componentsschemas_record_record_round_started
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_combat_fought = RecordCombatFought.from_dict(data)

                return componentsschemas_record_record_combat_fought
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_retreated = RecordRetreated.from_dict(data)

                return componentsschemas_record_record_retreated
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_attrition = RecordAttrition.from_dict(data)

                return componentsschemas_record_record_attrition
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_aircraft_lost = RecordAircraftLost.from_dict(data)

                return componentsschemas_record_record_aircraft_lost
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_level_moved = RecordLevelMoved.from_dict(data)

                return componentsschemas_record_record_level_moved
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_rocket_captured = RecordRocketCaptured.from_dict(data)

                return componentsschemas_record_record_rocket_captured
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_rocket_intercepted = RecordRocketIntercepted.from_dict(data)

                return componentsschemas_record_record_rocket_intercepted
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_rocket_exploded = RecordRocketExploded.from_dict(data)

                return componentsschemas_record_record_rocket_exploded
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_rocket_dismantled = RecordRocketDismantled.from_dict(data)

                return componentsschemas_record_record_rocket_dismantled
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_record_record_scored = RecordScored.from_dict(data)

                return componentsschemas_record_record_scored
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | RecordAircraftLost
                | RecordAttrition
                | RecordCombatFought
                | RecordLevelMoved
                | RecordObjectivesRevealed
                | RecordRetreated
                | RecordRocketCaptured
                | RecordRocketDismantled
                | RecordRocketExploded
                | RecordRocketIntercepted
                | RecordRoundStarted
                | RecordScored
                | Unset,
                data,
            )

        last_combat = _parse_last_combat(d.pop("last_combat", UNSET))

        table_view = cls(
            map_=map_,
            step=step,
            rounds=rounds,
            forces=forces,
            wiped=wiped,
            rockets=rockets,
            tokens=tokens,
            round_=round_,
            turn=turn,
            grant=grant,
            combat=combat,
            window=window,
            launch=launch,
            last_combat=last_combat,
        )

        table_view.additional_properties = d
        return table_view

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
