from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.secret_seed_type_1 import SecretSeedType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.secret_seed_type_0 import SecretSeedType0
    from ..models.teg_2_setup import Teg2Setup


T = TypeVar("T", bound="Teg2Start")


@_attrs_define
class Teg2Start:
    """The payload of [`Logged::Teg2Started`].

    Attributes:
        setup (Teg2Setup): What starts a game.
        seed (SecretSeedType0 | SecretSeedType1): A value only some viewers may see.

            The stored event log holds `Known`; a view turns it
            into `Redacted` for every viewer not entitled to it.
        commitment (str): `sha256(seed)`, as 64 hex digits.
        seating (list[Color] | Unset): The players' colours, by player index (join order), in games begun
            before seats had numbers; empty since (the setup says how many
            players there are).
    """

    setup: Teg2Setup
    seed: SecretSeedType0 | SecretSeedType1
    commitment: str
    seating: list[Color] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415

        setup = self.setup.to_dict()

        seed: dict[str, Any] | str
        if isinstance(self.seed, SecretSeedType0):
            seed = self.seed.to_dict()
        else:
            seed = self.seed.value

        commitment = self.commitment

        seating: list[str] | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = []
            for seating_item_data in self.seating:
                seating_item = seating_item_data.value
                seating.append(seating_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "setup": setup,
                "seed": seed,
                "commitment": commitment,
            }
        )
        if seating is not UNSET:
            field_dict["seating"] = seating

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415
        from ..models.teg_2_setup import Teg2Setup  # noqa: PLC0415

        d = dict(src_dict)
        setup = Teg2Setup.from_dict(d.pop("setup"))

        def _parse_seed(data: object) -> SecretSeedType0 | SecretSeedType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_seed_type_0 = SecretSeedType0.from_dict(data)

                return componentsschemas_secret_seed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_seed_type_1 = SecretSeedType1(data)

            return componentsschemas_secret_seed_type_1

        seed = _parse_seed(d.pop("seed"))

        commitment = d.pop("commitment")

        _seating = d.pop("seating", UNSET)
        seating: list[Color] | Unset = UNSET
        if _seating is not UNSET:
            seating = []
            for seating_item_data in _seating:
                seating_item = Color(seating_item_data)

                seating.append(seating_item)

        teg_2_start = cls(
            setup=setup,
            seed=seed,
            commitment=commitment,
            seating=seating,
        )

        teg_2_start.additional_properties = d
        return teg_2_start

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
