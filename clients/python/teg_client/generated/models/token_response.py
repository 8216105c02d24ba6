from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.signed_in_user import SignedInUser


T = TypeVar("T", bound="TokenResponse")


@_attrs_define
class TokenResponse:
    """A sign-in: a short access token for `Authorization: Bearer <token>` and
    a refresh token that renews it (`POST /v1/auth/refresh`).

        Attributes:
            token (str): The access token (HS256 JWT), for `TEG_ACCESS_TTL_SECONDS`.
            refresh_token (str): Trades for a new pair once; shown only here. Retired at its use: a
                retired one presented again revokes the session.
            expires_in (int): Seconds the access token lives.
            user (SignedInUser): Who a sign-in is for, as clients show it.
            user_id (str): The account's id (as `user.id`).
            expires_at (int): The access token's expiry, seconds since the epoch.
            session_id (str): The session this sign-in opened (as `GET /v1/me/sessions` lists it).
            device_token (None | str | Unset): A password sign-in's device token: send it as `device_token` with
                the next login of this account (see `POST /v1/auth/login`). Absent
                from other sign-ins.
    """

    token: str
    refresh_token: str
    expires_in: int
    user: SignedInUser
    user_id: str
    expires_at: int
    session_id: str
    device_token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        refresh_token = self.refresh_token

        expires_in = self.expires_in

        user = self.user.to_dict()

        user_id = self.user_id

        expires_at = self.expires_at

        session_id = self.session_id

        device_token: None | str | Unset
        if isinstance(self.device_token, Unset):
            device_token = UNSET
        else:
            device_token = self.device_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token": token,
                "refresh_token": refresh_token,
                "expires_in": expires_in,
                "user": user,
                "user_id": user_id,
                "expires_at": expires_at,
                "session_id": session_id,
            }
        )
        if device_token is not UNSET:
            field_dict["device_token"] = device_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signed_in_user import SignedInUser  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        refresh_token = d.pop("refresh_token")

        expires_in = d.pop("expires_in")

        user = SignedInUser.from_dict(d.pop("user"))

        user_id = d.pop("user_id")

        expires_at = d.pop("expires_at")

        session_id = d.pop("session_id")

        def _parse_device_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        device_token = _parse_device_token(d.pop("device_token", UNSET))

        token_response = cls(
            token=token,
            refresh_token=refresh_token,
            expires_in=expires_in,
            user=user,
            user_id=user_id,
            expires_at=expires_at,
            session_id=session_id,
            device_token=device_token,
        )

        token_response.additional_properties = d
        return token_response

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
