from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

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
    from ..models.teg_2_action_teg_2 import Teg2ActionTeg2


T = TypeVar("T", bound="ActRequest")


@_attrs_define
class ActRequest:
    """A turn action.

    Attributes:
        action (RiskCommandAcceptPact | RiskCommandAttack | RiskCommandAttackOccupant | RiskCommandBreakPact |
            RiskCommandBuyMissile | RiskCommandConvertMissile | RiskCommandDismissZone | RiskCommandEndAggression |
            RiskCommandEndTurn | RiskCommandExchange | RiskCommandFireMissile | RiskCommandFireMissileAt |
            RiskCommandLaunchAggression | RiskCommandMoveIn | RiskCommandPlace | RiskCommandProposePact |
            RiskCommandRefusePact | RiskCommandRegroup | RiskCommandWithdrawPact | Teg2ActionTeg2): A command of either
            family: a Risk-like edition's, or TEG II's as
            `{"type": "teg2", "command": …}`.
        expected_version (int | None | Unset): Refuse with 409 unless the game is at this version.
    """

    action: (
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
        | Teg2ActionTeg2
    )
    expected_version: int | None | Unset = UNSET

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
        from ..models.risk_command_fire_missile_at import RiskCommandFireMissileAt  # noqa: PLC0415
        from ..models.risk_command_launch_aggression import RiskCommandLaunchAggression  # noqa: PLC0415
        from ..models.risk_command_move_in import RiskCommandMoveIn  # noqa: PLC0415
        from ..models.risk_command_place import RiskCommandPlace  # noqa: PLC0415
        from ..models.risk_command_propose_pact import RiskCommandProposePact  # noqa: PLC0415
        from ..models.risk_command_refuse_pact import RiskCommandRefusePact  # noqa: PLC0415
        from ..models.risk_command_regroup import RiskCommandRegroup  # noqa: PLC0415
        from ..models.risk_command_withdraw_pact import RiskCommandWithdrawPact  # noqa: PLC0415

        action: dict[str, Any]
        if isinstance(self.action, RiskCommandPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandBuyMissile):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandConvertMissile):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandExchange):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandAttack):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandFireMissile):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandMoveIn):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandRegroup):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandEndTurn):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandProposePact):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandAcceptPact):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandRefusePact):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandWithdrawPact):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandBreakPact):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandDismissZone):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandLaunchAggression):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandEndAggression):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandAttackOccupant):
            action = self.action.to_dict()
        elif isinstance(self.action, RiskCommandFireMissileAt):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

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
        from ..models.teg_2_action_teg_2 import Teg2ActionTeg2  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_action(
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
            | Teg2ActionTeg2
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
                componentsschemas_risk_command_risk_command_convert_missile = RiskCommandConvertMissile.from_dict(data)

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
                componentsschemas_risk_command_risk_command_launch_aggression = RiskCommandLaunchAggression.from_dict(
                    data
                )

                return componentsschemas_risk_command_risk_command_launch_aggression
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_risk_command_risk_command_end_aggression = RiskCommandEndAggression.from_dict(data)

                return componentsschemas_risk_command_risk_command_end_aggression
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_risk_command_risk_command_attack_occupant = RiskCommandAttackOccupant.from_dict(data)

                return componentsschemas_risk_command_risk_command_attack_occupant
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_risk_command_risk_command_fire_missile_at = RiskCommandFireMissileAt.from_dict(data)

                return componentsschemas_risk_command_risk_command_fire_missile_at
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_teg_2_action_teg_2_action_teg_2 = Teg2ActionTeg2.from_dict(data)

            return componentsschemas_teg_2_action_teg_2_action_teg_2

        action = _parse_action(d.pop("action"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        act_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return act_request
