from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.teg_2_action_teg_2_type import Teg2ActionTeg2Type

if TYPE_CHECKING:
    from ..models.teg_2_command_announce import Teg2CommandAnnounce
    from ..models.teg_2_command_commit_intercept import Teg2CommandCommitIntercept
    from ..models.teg_2_command_commit_split import Teg2CommandCommitSplit
    from ..models.teg_2_command_end_turn import Teg2CommandEndTurn
    from ..models.teg_2_command_incorporate import Teg2CommandIncorporate
    from ..models.teg_2_command_launch import Teg2CommandLaunch
    from ..models.teg_2_command_place_objective import Teg2CommandPlaceObjective
    from ..models.teg_2_command_reinforce import Teg2CommandReinforce
    from ..models.teg_2_command_retreat import Teg2CommandRetreat
    from ..models.teg_2_command_reveal_intercept import Teg2CommandRevealIntercept
    from ..models.teg_2_command_reveal_objective import Teg2CommandRevealObjective
    from ..models.teg_2_command_reveal_split import Teg2CommandRevealSplit


T = TypeVar("T", bound="Teg2ActionTeg2")


@_attrs_define
class Teg2ActionTeg2:
    """The action.

    Attributes:
        command (Teg2CommandAnnounce | Teg2CommandCommitIntercept | Teg2CommandCommitSplit | Teg2CommandEndTurn |
            Teg2CommandIncorporate | Teg2CommandLaunch | Teg2CommandPlaceObjective | Teg2CommandReinforce |
            Teg2CommandRetreat | Teg2CommandRevealIntercept | Teg2CommandRevealObjective | Teg2CommandRevealSplit): What a
            player asks for. Every command names the power it acts for,
            since a player of the 2-player game holds two.
        type_ (Teg2ActionTeg2Type):
    """

    command: (
        Teg2CommandAnnounce
        | Teg2CommandCommitIntercept
        | Teg2CommandCommitSplit
        | Teg2CommandEndTurn
        | Teg2CommandIncorporate
        | Teg2CommandLaunch
        | Teg2CommandPlaceObjective
        | Teg2CommandReinforce
        | Teg2CommandRetreat
        | Teg2CommandRevealIntercept
        | Teg2CommandRevealObjective
        | Teg2CommandRevealSplit
    )
    type_: Teg2ActionTeg2Type

    def to_dict(self) -> dict[str, Any]:
        from ..models.teg_2_command_announce import Teg2CommandAnnounce  # noqa: PLC0415
        from ..models.teg_2_command_commit_intercept import Teg2CommandCommitIntercept  # noqa: PLC0415
        from ..models.teg_2_command_commit_split import Teg2CommandCommitSplit  # noqa: PLC0415
        from ..models.teg_2_command_incorporate import Teg2CommandIncorporate  # noqa: PLC0415
        from ..models.teg_2_command_launch import Teg2CommandLaunch  # noqa: PLC0415
        from ..models.teg_2_command_place_objective import Teg2CommandPlaceObjective  # noqa: PLC0415
        from ..models.teg_2_command_reinforce import Teg2CommandReinforce  # noqa: PLC0415
        from ..models.teg_2_command_retreat import Teg2CommandRetreat  # noqa: PLC0415
        from ..models.teg_2_command_reveal_intercept import Teg2CommandRevealIntercept  # noqa: PLC0415
        from ..models.teg_2_command_reveal_objective import Teg2CommandRevealObjective  # noqa: PLC0415
        from ..models.teg_2_command_reveal_split import Teg2CommandRevealSplit  # noqa: PLC0415

        command: dict[str, Any]
        if isinstance(self.command, Teg2CommandPlaceObjective):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandRevealObjective):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandIncorporate):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandAnnounce):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandReinforce):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandRetreat):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandCommitSplit):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandRevealSplit):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandLaunch):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandCommitIntercept):
            command = self.command.to_dict()
        elif isinstance(self.command, Teg2CommandRevealIntercept):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_command_announce import Teg2CommandAnnounce  # noqa: PLC0415
        from ..models.teg_2_command_commit_intercept import Teg2CommandCommitIntercept  # noqa: PLC0415
        from ..models.teg_2_command_commit_split import Teg2CommandCommitSplit  # noqa: PLC0415
        from ..models.teg_2_command_end_turn import Teg2CommandEndTurn  # noqa: PLC0415
        from ..models.teg_2_command_incorporate import Teg2CommandIncorporate  # noqa: PLC0415
        from ..models.teg_2_command_launch import Teg2CommandLaunch  # noqa: PLC0415
        from ..models.teg_2_command_place_objective import Teg2CommandPlaceObjective  # noqa: PLC0415
        from ..models.teg_2_command_reinforce import Teg2CommandReinforce  # noqa: PLC0415
        from ..models.teg_2_command_retreat import Teg2CommandRetreat  # noqa: PLC0415
        from ..models.teg_2_command_reveal_intercept import Teg2CommandRevealIntercept  # noqa: PLC0415
        from ..models.teg_2_command_reveal_objective import Teg2CommandRevealObjective  # noqa: PLC0415
        from ..models.teg_2_command_reveal_split import Teg2CommandRevealSplit  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            Teg2CommandAnnounce
            | Teg2CommandCommitIntercept
            | Teg2CommandCommitSplit
            | Teg2CommandEndTurn
            | Teg2CommandIncorporate
            | Teg2CommandLaunch
            | Teg2CommandPlaceObjective
            | Teg2CommandReinforce
            | Teg2CommandRetreat
            | Teg2CommandRevealIntercept
            | Teg2CommandRevealObjective
            | Teg2CommandRevealSplit
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_place_objective = Teg2CommandPlaceObjective.from_dict(
                    data
                )

                return componentsschemas_teg_2_command_teg_2_command_place_objective
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_reveal_objective = Teg2CommandRevealObjective.from_dict(
                    data
                )

                return componentsschemas_teg_2_command_teg_2_command_reveal_objective
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_incorporate = Teg2CommandIncorporate.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_incorporate
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_announce = Teg2CommandAnnounce.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_announce
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_reinforce = Teg2CommandReinforce.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_reinforce
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_retreat = Teg2CommandRetreat.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_retreat
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_commit_split = Teg2CommandCommitSplit.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_commit_split
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_reveal_split = Teg2CommandRevealSplit.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_reveal_split
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_launch = Teg2CommandLaunch.from_dict(data)

                return componentsschemas_teg_2_command_teg_2_command_launch
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_commit_intercept = Teg2CommandCommitIntercept.from_dict(
                    data
                )

                return componentsschemas_teg_2_command_teg_2_command_commit_intercept
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_command_teg_2_command_reveal_intercept = Teg2CommandRevealIntercept.from_dict(
                    data
                )

                return componentsschemas_teg_2_command_teg_2_command_reveal_intercept
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_teg_2_command_teg_2_command_end_turn = Teg2CommandEndTurn.from_dict(data)

            return componentsschemas_teg_2_command_teg_2_command_end_turn

        command = _parse_command(d.pop("command"))

        type_ = Teg2ActionTeg2Type(d.pop("type"))

        teg_2_action_teg_2 = cls(
            command=command,
            type_=type_,
        )

        return teg_2_action_teg_2
