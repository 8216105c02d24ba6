from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.blocked_user import BlockedUser
    from ..models.exported_game import ExportedGame
    from ..models.friend import Friend
    from ..models.grant_dto import GrantDto
    from ..models.me_dto import MeDto
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
    from ..models.personal_token_dto import PersonalTokenDto
    from ..models.rating_dto import RatingDto
    from ..models.report_dto import ReportDto
    from ..models.session_dto import SessionDto


T = TypeVar("T", bound="AccountExport")


@_attrs_define
class AccountExport:
    """Everything the service keeps about the caller, as the caller may see
    it: no secret of theirs (no password hash, refresh secret or token) and
    nothing of other players' they could not see in play.

        Attributes:
            exported_at (str): When the archive was made (RFC 3339).
            profile (MeDto): The caller's account.
            sessions (list[SessionDto]): The live sign-ins.
            tokens (list[PersonalTokenDto]): The live personal access tokens (never their secrets).
            games (list[ExportedGame]): Every game the caller sits in, with its whole log as they may see it.
            ratings (list[RatingDto]): One rating per game played rated.
            notices (list[NoticeFollowed | NoticeGameAborted | NoticeGameFinished | NoticeGamePaused | NoticeGameResumed |
                NoticeGameStarted | NoticeInvitationAnswered | NoticeInvited | NoticeMatchFound | NoticeRematchOffered |
                NoticeSessionRevoked | NoticeTournamentRound | NoticeWhisper | NoticeYourTurn]): The feed, oldest first (notices
                are kept 7 days).
            reports (list[ReportDto]): The reports the caller filed, newest first.
            grants (list[GrantDto]): The apps the caller let act for them (OAuth 2).
            blocks (list[BlockedUser]): The accounts the caller blocks (SVC-BLOCK), the newest first.
            following (list[Friend]): The accounts they follow (SVC-FRIENDS), the newest first.
    """

    exported_at: str
    profile: MeDto
    sessions: list[SessionDto]
    tokens: list[PersonalTokenDto]
    games: list[ExportedGame]
    ratings: list[RatingDto]
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
    reports: list[ReportDto]
    grants: list[GrantDto]
    blocks: list[BlockedUser]
    following: list[Friend]
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

        exported_at = self.exported_at

        profile = self.profile.to_dict()

        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

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

        reports = []
        for reports_item_data in self.reports:
            reports_item = reports_item_data.to_dict()
            reports.append(reports_item)

        grants = []
        for grants_item_data in self.grants:
            grants_item = grants_item_data.to_dict()
            grants.append(grants_item)

        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        following = []
        for following_item_data in self.following:
            following_item = following_item_data.to_dict()
            following.append(following_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "exported_at": exported_at,
                "profile": profile,
                "sessions": sessions,
                "tokens": tokens,
                "games": games,
                "ratings": ratings,
                "notices": notices,
                "reports": reports,
                "grants": grants,
                "blocks": blocks,
                "following": following,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blocked_user import BlockedUser  # noqa: PLC0415
        from ..models.exported_game import ExportedGame  # noqa: PLC0415
        from ..models.friend import Friend  # noqa: PLC0415
        from ..models.grant_dto import GrantDto  # noqa: PLC0415
        from ..models.me_dto import MeDto  # noqa: PLC0415
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
        from ..models.personal_token_dto import PersonalTokenDto  # noqa: PLC0415
        from ..models.rating_dto import RatingDto  # noqa: PLC0415
        from ..models.report_dto import ReportDto  # noqa: PLC0415
        from ..models.session_dto import SessionDto  # noqa: PLC0415

        d = dict(src_dict)
        exported_at = d.pop("exported_at")

        profile = MeDto.from_dict(d.pop("profile"))

        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in _sessions:
            sessions_item = SessionDto.from_dict(sessions_item_data)

            sessions.append(sessions_item)

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = PersonalTokenDto.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ExportedGame.from_dict(games_item_data)

            games.append(games_item)

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = RatingDto.from_dict(ratings_item_data)

            ratings.append(ratings_item)

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

        reports = []
        _reports = d.pop("reports")
        for reports_item_data in _reports:
            reports_item = ReportDto.from_dict(reports_item_data)

            reports.append(reports_item)

        grants = []
        _grants = d.pop("grants")
        for grants_item_data in _grants:
            grants_item = GrantDto.from_dict(grants_item_data)

            grants.append(grants_item)

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = BlockedUser.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        following = []
        _following = d.pop("following")
        for following_item_data in _following:
            following_item = Friend.from_dict(following_item_data)

            following.append(following_item)

        account_export = cls(
            exported_at=exported_at,
            profile=profile,
            sessions=sessions,
            tokens=tokens,
            games=games,
            ratings=ratings,
            notices=notices,
            reports=reports,
            grants=grants,
            blocks=blocks,
            following=following,
        )

        account_export.additional_properties = d
        return account_export

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
