from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PutWebhook")


@_attrs_define
class PutWebhook:
    """A webhook to register.

    Attributes:
        url (str): Where "your turn" notifications are posted: `https://` (or
            `http://`) on a host the operator allows, with no credentials.
        secret (str): The HMAC-SHA256 key of `X-TEG-Signature`, 16 to 256 characters.
    """

    url: str
    secret: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        secret = d.pop("secret")

        put_webhook = cls(
            url=url,
            secret=secret,
        )

        return put_webhook
