from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reveal_command import RevealCommand


T = TypeVar("T", bound="Reveal")


@_attrs_define
class Reveal:
    """A reveal as published when its window closed: who sent it and what, the
    nonce included, so anyone can check it against its commitment.

        Attributes:
            seat (int): The seat that revealed.
            command (RevealCommand): The reveal, as sent.
    """

    seat: int
    command: RevealCommand
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        command = self.command.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "command": command,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reveal_command import RevealCommand  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        command = RevealCommand.from_dict(d.pop("command"))

        reveal = cls(
            seat=seat,
            command=command,
        )

        reveal.additional_properties = d
        return reveal

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
