from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_game_started_type import RiskEventGameStartedType
from ..models.secret_seed_type_1 import SecretSeedType1

if TYPE_CHECKING:
    from ..models.house_rules import HouseRules
    from ..models.secret_seed_type_0 import SecretSeedType0


T = TypeVar("T", bound="RiskEventGameStarted")


@_attrs_define
class RiskEventGameStarted:
    """The game starts: options, seating order (random, R-ORD-1), the seed
    (secret until revealed) and its public commitment.

        Attributes:
            ruleset (str): Ruleset slug.
            options (HouseRules): House-rule switches chosen at game creation (R-OPT-1, R-OPT-2). A key
                that names none is refused.
            seating (list[Color]): Seating order.
            seed (SecretSeedType0 | SecretSeedType1): A value only some viewers may see.

                The stored event log holds `Known`; a view turns it
                into `Redacted` for every viewer not entitled to it.
            commitment (str): `sha256(seed)`, as 64 hex digits.
            type_ (RiskEventGameStartedType):
    """

    ruleset: str
    options: HouseRules
    seating: list[Color]
    seed: SecretSeedType0 | SecretSeedType1
    commitment: str
    type_: RiskEventGameStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415

        ruleset = self.ruleset

        options = self.options.to_dict()

        seating = []
        for seating_item_data in self.seating:
            seating_item = seating_item_data.value
            seating.append(seating_item)

        seed: dict[str, Any] | str
        if isinstance(self.seed, SecretSeedType0):
            seed = self.seed.to_dict()
        else:
            seed = self.seed.value

        commitment = self.commitment

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "options": options,
                "seating": seating,
                "seed": seed,
                "commitment": commitment,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_rules import HouseRules  # noqa: PLC0415
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        options = HouseRules.from_dict(d.pop("options"))

        seating = []
        _seating = d.pop("seating")
        for seating_item_data in _seating:
            seating_item = Color(seating_item_data)

            seating.append(seating_item)

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

        type_ = RiskEventGameStartedType(d.pop("type"))

        risk_event_game_started = cls(
            ruleset=ruleset,
            options=options,
            seating=seating,
            seed=seed,
            commitment=commitment,
            type_=type_,
        )

        risk_event_game_started.additional_properties = d
        return risk_event_game_started

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
