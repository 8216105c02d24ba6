from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.risk_command_accept_pact import RiskCommandAcceptPact
    from ..models.risk_command_attack import RiskCommandAttack
    from ..models.risk_command_attack_occupant import RiskCommandAttackOccupant
    from ..models.risk_command_break_pact import RiskCommandBreakPact
    from ..models.risk_command_buy_missile import RiskCommandBuyMissile
    from ..models.risk_command_convert_missile import RiskCommandConvertMissile
    from ..models.risk_command_dismiss_zone import RiskCommandDismissZone
    from ..models.risk_command_end_aggression import RiskCommandEndAggression
    from ..models.risk_command_end_turn import RiskCommandEndTurn
    from ..models.risk_command_exchange import RiskCommandExchange
    from ..models.risk_command_fire_missile import RiskCommandFireMissile
    from ..models.risk_command_fire_missile_at import RiskCommandFireMissileAt
    from ..models.risk_command_launch_aggression import RiskCommandLaunchAggression
    from ..models.risk_command_move_in import RiskCommandMoveIn
    from ..models.risk_command_place import RiskCommandPlace
    from ..models.risk_command_propose_pact import RiskCommandProposePact
    from ..models.risk_command_refuse_pact import RiskCommandRefusePact
    from ..models.risk_command_regroup import RiskCommandRegroup
    from ..models.risk_command_withdraw_pact import RiskCommandWithdrawPact
    from ..models.teg_2_legal_announce import Teg2LegalAnnounce
    from ..models.teg_2_legal_commit_intercept import Teg2LegalCommitIntercept
    from ..models.teg_2_legal_commit_split import Teg2LegalCommitSplit
    from ..models.teg_2_legal_end_turn import Teg2LegalEndTurn
    from ..models.teg_2_legal_incorporate import Teg2LegalIncorporate
    from ..models.teg_2_legal_launch import Teg2LegalLaunch
    from ..models.teg_2_legal_place_objective import Teg2LegalPlaceObjective
    from ..models.teg_2_legal_reinforce import Teg2LegalReinforce
    from ..models.teg_2_legal_retreat import Teg2LegalRetreat
    from ..models.teg_2_legal_reveal_intercept import Teg2LegalRevealIntercept
    from ..models.teg_2_legal_reveal_objective import Teg2LegalRevealObjective
    from ..models.teg_2_legal_reveal_split import Teg2LegalRevealSplit


T = TypeVar("T", bound="LegalActions")


@_attrs_define
class LegalActions:
    """What the caller may do now.

    Attributes:
        version (int): The version the list is for (send it as `expected_version`).
        actions (list[RiskCommandAcceptPact | RiskCommandAttack | RiskCommandAttackOccupant | RiskCommandBreakPact |
            RiskCommandBuyMissile | RiskCommandConvertMissile | RiskCommandDismissZone | RiskCommandEndAggression |
            RiskCommandEndTurn | RiskCommandExchange | RiskCommandFireMissile | RiskCommandFireMissileAt |
            RiskCommandLaunchAggression | RiskCommandMoveIn | RiskCommandPlace | RiskCommandProposePact |
            RiskCommandRefusePact | RiskCommandRegroup | RiskCommandWithdrawPact]): Every accepted command, ready to send as
            `action` (empty when it is
            not the caller's move, but for the pact commands of games with pacts,
            which are open at any time).
        seat (int | None | Unset): The caller's seat (its index), or null for someone not seated.
        teg2 (list[Teg2LegalAnnounce | Teg2LegalCommitIntercept | Teg2LegalCommitSplit | Teg2LegalEndTurn |
            Teg2LegalIncorporate | Teg2LegalLaunch | Teg2LegalPlaceObjective | Teg2LegalReinforce | Teg2LegalRetreat |
            Teg2LegalRevealIntercept | Teg2LegalRevealObjective | Teg2LegalRevealSplit] | Unset): In a TEG II game
            (`actions` is then empty): each action open to the
            caller with the bounds to build it, commit and reveal steps included
            (T2-SEC-1). Send one as `{"action": {"type": "teg2", "command":
            {"action": ..., "power": ..., ...}}}`. Empty in other games.
    """

    version: int
    actions: list[
        RiskCommandAcceptPact
        | RiskCommandAttack
        | RiskCommandAttackOccupant
        | RiskCommandBreakPact
        | RiskCommandBuyMissile
        | RiskCommandConvertMissile
        | RiskCommandDismissZone
        | RiskCommandEndAggression
        | RiskCommandEndTurn
        | RiskCommandExchange
        | RiskCommandFireMissile
        | RiskCommandFireMissileAt
        | RiskCommandLaunchAggression
        | RiskCommandMoveIn
        | RiskCommandPlace
        | RiskCommandProposePact
        | RiskCommandRefusePact
        | RiskCommandRegroup
        | RiskCommandWithdrawPact
    ]
    seat: int | None | Unset = UNSET
    teg2: (
        list[
            Teg2LegalAnnounce
            | Teg2LegalCommitIntercept
            | Teg2LegalCommitSplit
            | Teg2LegalEndTurn
            | Teg2LegalIncorporate
            | Teg2LegalLaunch
            | Teg2LegalPlaceObjective
            | Teg2LegalReinforce
            | Teg2LegalRetreat
            | Teg2LegalRevealIntercept
            | Teg2LegalRevealObjective
            | Teg2LegalRevealSplit
        ]
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.risk_command_accept_pact import RiskCommandAcceptPact  # noqa: PLC0415
        from ..models.risk_command_attack import RiskCommandAttack  # noqa: PLC0415
        from ..models.risk_command_attack_occupant import RiskCommandAttackOccupant  # noqa: PLC0415
        from ..models.risk_command_break_pact import RiskCommandBreakPact  # noqa: PLC0415
        from ..models.risk_command_buy_missile import RiskCommandBuyMissile  # noqa: PLC0415
        from ..models.risk_command_convert_missile import RiskCommandConvertMissile  # noqa: PLC0415
        from ..models.risk_command_dismiss_zone import RiskCommandDismissZone  # noqa: PLC0415
        from ..models.risk_command_end_aggression import RiskCommandEndAggression  # noqa: PLC0415
        from ..models.risk_command_end_turn import RiskCommandEndTurn  # noqa: PLC0415
        from ..models.risk_command_exchange import RiskCommandExchange  # noqa: PLC0415
        from ..models.risk_command_fire_missile import RiskCommandFireMissile  # noqa: PLC0415
        from ..models.risk_command_launch_aggression import RiskCommandLaunchAggression  # noqa: PLC0415
        from ..models.risk_command_move_in import RiskCommandMoveIn  # noqa: PLC0415
        from ..models.risk_command_place import RiskCommandPlace  # noqa: PLC0415
        from ..models.risk_command_propose_pact import RiskCommandProposePact  # noqa: PLC0415
        from ..models.risk_command_refuse_pact import RiskCommandRefusePact  # noqa: PLC0415
        from ..models.risk_command_regroup import RiskCommandRegroup  # noqa: PLC0415
        from ..models.risk_command_withdraw_pact import RiskCommandWithdrawPact  # noqa: PLC0415
        from ..models.teg_2_legal_announce import Teg2LegalAnnounce  # noqa: PLC0415
        from ..models.teg_2_legal_commit_intercept import Teg2LegalCommitIntercept  # noqa: PLC0415
        from ..models.teg_2_legal_commit_split import Teg2LegalCommitSplit  # noqa: PLC0415
        from ..models.teg_2_legal_end_turn import Teg2LegalEndTurn  # noqa: PLC0415
        from ..models.teg_2_legal_incorporate import Teg2LegalIncorporate  # noqa: PLC0415
        from ..models.teg_2_legal_launch import Teg2LegalLaunch  # noqa: PLC0415
        from ..models.teg_2_legal_place_objective import Teg2LegalPlaceObjective  # noqa: PLC0415
        from ..models.teg_2_legal_reinforce import Teg2LegalReinforce  # noqa: PLC0415
        from ..models.teg_2_legal_retreat import Teg2LegalRetreat  # noqa: PLC0415
        from ..models.teg_2_legal_reveal_objective import Teg2LegalRevealObjective  # noqa: PLC0415
        from ..models.teg_2_legal_reveal_split import Teg2LegalRevealSplit  # noqa: PLC0415

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, RiskCommandPlace):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandBuyMissile):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandConvertMissile):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandExchange):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandAttack):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandFireMissile):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandMoveIn):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandRegroup):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandEndTurn):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandProposePact):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandAcceptPact):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandRefusePact):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandWithdrawPact):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandBreakPact):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandDismissZone):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandLaunchAggression):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandEndAggression):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, RiskCommandAttackOccupant):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        teg2: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.teg2, Unset):
            teg2 = []
            for teg2_item_data in self.teg2:
                teg2_item: dict[str, Any]
                if isinstance(teg2_item_data, Teg2LegalPlaceObjective):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalRevealObjective):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalIncorporate):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalAnnounce):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalLaunch):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalEndTurn):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalReinforce):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalRetreat):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalCommitSplit):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalRevealSplit):
                    teg2_item = teg2_item_data.to_dict()
                elif isinstance(teg2_item_data, Teg2LegalCommitIntercept):
                    teg2_item = teg2_item_data.to_dict()
                else:
                    teg2_item = teg2_item_data.to_dict()

                teg2.append(teg2_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "actions": actions,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if teg2 is not UNSET:
            field_dict["teg2"] = teg2

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.risk_command_accept_pact import RiskCommandAcceptPact  # noqa: PLC0415
        from ..models.risk_command_attack import RiskCommandAttack  # noqa: PLC0415
        from ..models.risk_command_attack_occupant import RiskCommandAttackOccupant  # noqa: PLC0415
        from ..models.risk_command_break_pact import RiskCommandBreakPact  # noqa: PLC0415
        from ..models.risk_command_buy_missile import RiskCommandBuyMissile  # noqa: PLC0415
        from ..models.risk_command_convert_missile import RiskCommandConvertMissile  # noqa: PLC0415
        from ..models.risk_command_dismiss_zone import RiskCommandDismissZone  # noqa: PLC0415
        from ..models.risk_command_end_aggression import RiskCommandEndAggression  # noqa: PLC0415
        from ..models.risk_command_end_turn import RiskCommandEndTurn  # noqa: PLC0415
        from ..models.risk_command_exchange import RiskCommandExchange  # noqa: PLC0415
        from ..models.risk_command_fire_missile import RiskCommandFireMissile  # noqa: PLC0415
        from ..models.risk_command_fire_missile_at import RiskCommandFireMissileAt  # noqa: PLC0415
        from ..models.risk_command_launch_aggression import RiskCommandLaunchAggression  # noqa: PLC0415
        from ..models.risk_command_move_in import RiskCommandMoveIn  # noqa: PLC0415
        from ..models.risk_command_place import RiskCommandPlace  # noqa: PLC0415
        from ..models.risk_command_propose_pact import RiskCommandProposePact  # noqa: PLC0415
        from ..models.risk_command_refuse_pact import RiskCommandRefusePact  # noqa: PLC0415
        from ..models.risk_command_regroup import RiskCommandRegroup  # noqa: PLC0415
        from ..models.risk_command_withdraw_pact import RiskCommandWithdrawPact  # noqa: PLC0415
        from ..models.teg_2_legal_announce import Teg2LegalAnnounce  # noqa: PLC0415
        from ..models.teg_2_legal_commit_intercept import Teg2LegalCommitIntercept  # noqa: PLC0415
        from ..models.teg_2_legal_commit_split import Teg2LegalCommitSplit  # noqa: PLC0415
        from ..models.teg_2_legal_end_turn import Teg2LegalEndTurn  # noqa: PLC0415
        from ..models.teg_2_legal_incorporate import Teg2LegalIncorporate  # noqa: PLC0415
        from ..models.teg_2_legal_launch import Teg2LegalLaunch  # noqa: PLC0415
        from ..models.teg_2_legal_place_objective import Teg2LegalPlaceObjective  # noqa: PLC0415
        from ..models.teg_2_legal_reinforce import Teg2LegalReinforce  # noqa: PLC0415
        from ..models.teg_2_legal_retreat import Teg2LegalRetreat  # noqa: PLC0415
        from ..models.teg_2_legal_reveal_intercept import Teg2LegalRevealIntercept  # noqa: PLC0415
        from ..models.teg_2_legal_reveal_objective import Teg2LegalRevealObjective  # noqa: PLC0415
        from ..models.teg_2_legal_reveal_split import Teg2LegalRevealSplit  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                RiskCommandAcceptPact
                | RiskCommandAttack
                | RiskCommandAttackOccupant
                | RiskCommandBreakPact
                | RiskCommandBuyMissile
                | RiskCommandConvertMissile
                | RiskCommandDismissZone
                | RiskCommandEndAggression
                | RiskCommandEndTurn
                | RiskCommandExchange
                | RiskCommandFireMissile
                | RiskCommandFireMissileAt
                | RiskCommandLaunchAggression
                | RiskCommandMoveIn
                | RiskCommandPlace
                | RiskCommandProposePact
                | RiskCommandRefusePact
                | RiskCommandRegroup
                | RiskCommandWithdrawPact
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_place = RiskCommandPlace.from_dict(data)

                    return componentsschemas_risk_command_risk_command_place
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_buy_missile = RiskCommandBuyMissile.from_dict(data)

                    return componentsschemas_risk_command_risk_command_buy_missile
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_convert_missile = RiskCommandConvertMissile.from_dict(
                        data
                    )

                    return componentsschemas_risk_command_risk_command_convert_missile
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_exchange = RiskCommandExchange.from_dict(data)

                    return componentsschemas_risk_command_risk_command_exchange
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_attack = RiskCommandAttack.from_dict(data)

                    return componentsschemas_risk_command_risk_command_attack
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_fire_missile = RiskCommandFireMissile.from_dict(data)

                    return componentsschemas_risk_command_risk_command_fire_missile
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_move_in = RiskCommandMoveIn.from_dict(data)

                    return componentsschemas_risk_command_risk_command_move_in
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_regroup = RiskCommandRegroup.from_dict(data)

                    return componentsschemas_risk_command_risk_command_regroup
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_end_turn = RiskCommandEndTurn.from_dict(data)

                    return componentsschemas_risk_command_risk_command_end_turn
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_propose_pact = RiskCommandProposePact.from_dict(data)

                    return componentsschemas_risk_command_risk_command_propose_pact
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_accept_pact = RiskCommandAcceptPact.from_dict(data)

                    return componentsschemas_risk_command_risk_command_accept_pact
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_refuse_pact = RiskCommandRefusePact.from_dict(data)

                    return componentsschemas_risk_command_risk_command_refuse_pact
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_withdraw_pact = RiskCommandWithdrawPact.from_dict(data)

                    return componentsschemas_risk_command_risk_command_withdraw_pact
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_break_pact = RiskCommandBreakPact.from_dict(data)

                    return componentsschemas_risk_command_risk_command_break_pact
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_dismiss_zone = RiskCommandDismissZone.from_dict(data)

                    return componentsschemas_risk_command_risk_command_dismiss_zone
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_launch_aggression = (
                        RiskCommandLaunchAggression.from_dict(data)
                    )

                    return componentsschemas_risk_command_risk_command_launch_aggression
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_end_aggression = RiskCommandEndAggression.from_dict(
                        data
                    )

                    return componentsschemas_risk_command_risk_command_end_aggression
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_command_risk_command_attack_occupant = RiskCommandAttackOccupant.from_dict(
                        data
                    )

                    return componentsschemas_risk_command_risk_command_attack_occupant
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_risk_command_risk_command_fire_missile_at = RiskCommandFireMissileAt.from_dict(data)

                return componentsschemas_risk_command_risk_command_fire_missile_at

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        _teg2 = d.pop("teg2", UNSET)
        teg2: (
            list[
                Teg2LegalAnnounce
                | Teg2LegalCommitIntercept
                | Teg2LegalCommitSplit
                | Teg2LegalEndTurn
                | Teg2LegalIncorporate
                | Teg2LegalLaunch
                | Teg2LegalPlaceObjective
                | Teg2LegalReinforce
                | Teg2LegalRetreat
                | Teg2LegalRevealIntercept
                | Teg2LegalRevealObjective
                | Teg2LegalRevealSplit
            ]
            | Unset
        ) = UNSET
        if _teg2 is not UNSET:
            teg2 = []
            for teg2_item_data in _teg2:

                def _parse_teg2_item(
                    data: object,
                ) -> (
                    Teg2LegalAnnounce
                    | Teg2LegalCommitIntercept
                    | Teg2LegalCommitSplit
                    | Teg2LegalEndTurn
                    | Teg2LegalIncorporate
                    | Teg2LegalLaunch
                    | Teg2LegalPlaceObjective
                    | Teg2LegalReinforce
                    | Teg2LegalRetreat
                    | Teg2LegalRevealIntercept
                    | Teg2LegalRevealObjective
                    | Teg2LegalRevealSplit
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_place_objective = Teg2LegalPlaceObjective.from_dict(
                            data
                        )

                        return componentsschemas_teg_2_legal_teg_2_legal_place_objective
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_reveal_objective = Teg2LegalRevealObjective.from_dict(
                            data
                        )

                        return componentsschemas_teg_2_legal_teg_2_legal_reveal_objective
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_incorporate = Teg2LegalIncorporate.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_incorporate
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_announce = Teg2LegalAnnounce.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_announce
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_launch = Teg2LegalLaunch.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_launch
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_end_turn = Teg2LegalEndTurn.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_end_turn
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_reinforce = Teg2LegalReinforce.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_reinforce
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_retreat = Teg2LegalRetreat.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_retreat
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_commit_split = Teg2LegalCommitSplit.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_commit_split
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_reveal_split = Teg2LegalRevealSplit.from_dict(data)

                        return componentsschemas_teg_2_legal_teg_2_legal_reveal_split
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_teg_2_legal_teg_2_legal_commit_intercept = Teg2LegalCommitIntercept.from_dict(
                            data
                        )

                        return componentsschemas_teg_2_legal_teg_2_legal_commit_intercept
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_legal_teg_2_legal_reveal_intercept = Teg2LegalRevealIntercept.from_dict(
                        data
                    )

                    return componentsschemas_teg_2_legal_teg_2_legal_reveal_intercept

                teg2_item = _parse_teg2_item(teg2_item_data)

                teg2.append(teg2_item)

        legal_actions = cls(
            version=version,
            actions=actions,
            seat=seat,
            teg2=teg2,
        )

        legal_actions.additional_properties = d
        return legal_actions

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
