from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.notice_followed import NoticeFollowed
    from ..models.notice_game_aborted import NoticeGameAborted
    from ..models.notice_game_finished import NoticeGameFinished
    from ..models.notice_game_paused import NoticeGamePaused
    from ..models.notice_game_resumed import NoticeGameResumed
    from ..models.notice_game_started import NoticeGameStarted
    from ..models.notice_invitation_answered import NoticeInvitationAnswered
    from ..models.notice_invited import NoticeInvited
    from ..models.notice_match_found import NoticeMatchFound
    from ..models.notice_rematch_offered import NoticeRematchOffered
    from ..models.notice_session_revoked import NoticeSessionRevoked
    from ..models.notice_tournament_round import NoticeTournamentRound
    from ..models.notice_whisper import NoticeWhisper
    from ..models.notice_your_turn import NoticeYourTurn


T = TypeVar("T", bound="NoticeList")


@_attrs_define
class NoticeList:
    """The caller's notices after `since`, oldest first.

    Attributes:
        notices (list[NoticeFollowed | NoticeGameAborted | NoticeGameFinished | NoticeGamePaused | NoticeGameResumed |
            NoticeGameStarted | NoticeInvitationAnswered | NoticeInvited | NoticeMatchFound | NoticeRematchOffered |
            NoticeSessionRevoked | NoticeTournamentRound | NoticeWhisper | NoticeYourTurn]): Oldest first, each typed by its
            `type`.
        last_id (int): The last id in this answer (`since` when none): the next `since`.
    """

    notices: list[
        NoticeFollowed
        | NoticeGameAborted
        | NoticeGameFinished
        | NoticeGamePaused
        | NoticeGameResumed
        | NoticeGameStarted
        | NoticeInvitationAnswered
        | NoticeInvited
        | NoticeMatchFound
        | NoticeRematchOffered
        | NoticeSessionRevoked
        | NoticeTournamentRound
        | NoticeWhisper
        | NoticeYourTurn
    ]
    last_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.notice_game_aborted import NoticeGameAborted  # noqa: PLC0415
        from ..models.notice_game_finished import NoticeGameFinished  # noqa: PLC0415
        from ..models.notice_game_paused import NoticeGamePaused  # noqa: PLC0415
        from ..models.notice_game_resumed import NoticeGameResumed  # noqa: PLC0415
        from ..models.notice_game_started import NoticeGameStarted  # noqa: PLC0415
        from ..models.notice_invitation_answered import NoticeInvitationAnswered  # noqa: PLC0415
        from ..models.notice_invited import NoticeInvited  # noqa: PLC0415
        from ..models.notice_match_found import NoticeMatchFound  # noqa: PLC0415
        from ..models.notice_rematch_offered import NoticeRematchOffered  # noqa: PLC0415
        from ..models.notice_session_revoked import NoticeSessionRevoked  # noqa: PLC0415
        from ..models.notice_tournament_round import NoticeTournamentRound  # noqa: PLC0415
        from ..models.notice_whisper import NoticeWhisper  # noqa: PLC0415
        from ..models.notice_your_turn import NoticeYourTurn  # noqa: PLC0415

        notices = []
        for notices_item_data in self.notices:
            notices_item: dict[str, Any]
            if isinstance(notices_item_data, NoticeYourTurn):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeGameStarted):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeGameFinished):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeInvited):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeInvitationAnswered):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeRematchOffered):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeMatchFound):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeTournamentRound):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeGamePaused):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeGameResumed):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeGameAborted):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeSessionRevoked):
                notices_item = notices_item_data.to_dict()
            elif isinstance(notices_item_data, NoticeWhisper):
                notices_item = notices_item_data.to_dict()
            else:
                notices_item = notices_item_data.to_dict()

            notices.append(notices_item)

        last_id = self.last_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "notices": notices,
                "last_id": last_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notice_followed import NoticeFollowed  # noqa: PLC0415
        from ..models.notice_game_aborted import NoticeGameAborted  # noqa: PLC0415
        from ..models.notice_game_finished import NoticeGameFinished  # noqa: PLC0415
        from ..models.notice_game_paused import NoticeGamePaused  # noqa: PLC0415
        from ..models.notice_game_resumed import NoticeGameResumed  # noqa: PLC0415
        from ..models.notice_game_started import NoticeGameStarted  # noqa: PLC0415
        from ..models.notice_invitation_answered import NoticeInvitationAnswered  # noqa: PLC0415
        from ..models.notice_invited import NoticeInvited  # noqa: PLC0415
        from ..models.notice_match_found import NoticeMatchFound  # noqa: PLC0415
        from ..models.notice_rematch_offered import NoticeRematchOffered  # noqa: PLC0415
        from ..models.notice_session_revoked import NoticeSessionRevoked  # noqa: PLC0415
        from ..models.notice_tournament_round import NoticeTournamentRound  # noqa: PLC0415
        from ..models.notice_whisper import NoticeWhisper  # noqa: PLC0415
        from ..models.notice_your_turn import NoticeYourTurn  # noqa: PLC0415

        d = dict(src_dict)
        notices = []
        _notices = d.pop("notices")
        for notices_item_data in _notices:

            def _parse_notices_item(
                data: object,
            ) -> (
                NoticeFollowed
                | NoticeGameAborted
                | NoticeGameFinished
                | NoticeGamePaused
                | NoticeGameResumed
                | NoticeGameStarted
                | NoticeInvitationAnswered
                | NoticeInvited
                | NoticeMatchFound
                | NoticeRematchOffered
                | NoticeSessionRevoked
                | NoticeTournamentRound
                | NoticeWhisper
                | NoticeYourTurn
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_your_turn = NoticeYourTurn.from_dict(data)

                    return componentsschemas_notice_notice_your_turn
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_game_started = NoticeGameStarted.from_dict(data)

                    return componentsschemas_notice_notice_game_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_game_finished = NoticeGameFinished.from_dict(data)

                    return componentsschemas_notice_notice_game_finished
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_invited = NoticeInvited.from_dict(data)

                    return componentsschemas_notice_notice_invited
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_invitation_answered = NoticeInvitationAnswered.from_dict(data)

                    return componentsschemas_notice_notice_invitation_answered
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_rematch_offered = NoticeRematchOffered.from_dict(data)

                    return componentsschemas_notice_notice_rematch_offered
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_match_found = NoticeMatchFound.from_dict(data)

                    return componentsschemas_notice_notice_match_found
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_tournament_round = NoticeTournamentRound.from_dict(data)

                    return componentsschemas_notice_notice_tournament_round
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_game_paused = NoticeGamePaused.from_dict(data)

                    return componentsschemas_notice_notice_game_paused
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_game_resumed = NoticeGameResumed.from_dict(data)

                    return componentsschemas_notice_notice_game_resumed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_game_aborted = NoticeGameAborted.from_dict(data)

                    return componentsschemas_notice_notice_game_aborted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_session_revoked = NoticeSessionRevoked.from_dict(data)

                    return componentsschemas_notice_notice_session_revoked
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notice_notice_whisper = NoticeWhisper.from_dict(data)

                    return componentsschemas_notice_notice_whisper
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notice_notice_followed = NoticeFollowed.from_dict(data)

                return componentsschemas_notice_notice_followed

            notices_item = _parse_notices_item(notices_item_data)

            notices.append(notices_item)

        last_id = d.pop("last_id")

        notice_list = cls(
            notices=notices,
            last_id=last_id,
        )

        notice_list.additional_properties = d
        return notice_list

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
