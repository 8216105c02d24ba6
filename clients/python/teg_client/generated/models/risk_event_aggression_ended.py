from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_aggression_ended_type import RiskEventAggressionEndedType

if TYPE_CHECKING:
    from ..models.joint_mover import JointMover


T = TypeVar("T", bound="RiskEventAggressionEnded")


@_attrs_define
class RiskEventAggressionEnded:
    """R-PCT-10: the aggression is over; the allies' truce runs until the
    end of round `until_round`, and `movers` may add armies to the new
    condominium.

        Attributes:
            pact (int): The aggression pact.
            conquered (bool): Whether the target fell.
            until_round (int): The last round of the truce.
            movers (list[JointMover]): Allies who move in next, in order.
            type_ (RiskEventAggressionEndedType):
    """

    pact: int
    conquered: bool
    until_round: int
    movers: list[JointMover]
    type_: RiskEventAggressionEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pact = self.pact

        conquered = self.conquered

        until_round = self.until_round

        movers = []
        for movers_item_data in self.movers:
            movers_item = movers_item_data.to_dict()
            movers.append(movers_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pact": pact,
                "conquered": conquered,
                "until_round": until_round,
                "movers": movers,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.joint_mover import JointMover  # noqa: PLC0415

        d = dict(src_dict)
        pact = d.pop("pact")

        conquered = d.pop("conquered")

        until_round = d.pop("until_round")

        movers = []
        _movers = d.pop("movers")
        for movers_item_data in _movers:
            movers_item = JointMover.from_dict(movers_item_data)

            movers.append(movers_item)

        type_ = RiskEventAggressionEndedType(d.pop("type"))

        risk_event_aggression_ended = cls(
            pact=pact,
            conquered=conquered,
            until_round=until_round,
            movers=movers,
            type_=type_,
        )

        risk_event_aggression_ended.additional_properties = d
        return risk_event_aggression_ended

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
