from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.continent_id import ContinentId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.controller_bot import ControllerBot
    from ..models.controller_human import ControllerHuman


T = TypeVar("T", bound="PlayerView")


@_attrs_define
class PlayerView:
    """Public facts about a player.

    Attributes:
        seat (int): The seat: its 0-based index in the lobby's joining order (the
            lobby's `seats[].seat`), filled in by the service from the game's
            seats; the engine, which knows no lobby, gives the place in its
            seating.
        color (Color): A player's colour (R-CMP-2).
        countries (int): Countries occupied.
        armies (int): Armies on the map.
        missiles (int): Missiles on the map.
        cards (int): How many country cards (R-EXC-6: the count is public).
        continent_cards (list[ContinentId]): Continent cards held.
        exchanges (int): Exchanges made.
        eliminated (bool): Out of the game.
        forfeited (bool): Taken out of play by an operator; the service passes their turns.
        zone_card_ban (bool): R-PCT-9: will not take the next card earned (a failed zone duty).
        timeouts_in_a_row (int): Steps in a row this player let time out (SVC-CLOCK); 0 once they
            complete a step themselves.
        controller (ControllerBot | ControllerHuman): Who plays a seat (SVC-BOTS): its human, or a bot of a level.
        user_id (None | str | Unset): The account seated in this colour: filled in by the service from the
            game's seats (the engine knows colours, not accounts).
        name (None | str | Unset): That account's display name, filled in by the service.
    """

    seat: int
    color: Color
    countries: int
    armies: int
    missiles: int
    cards: int
    continent_cards: list[ContinentId]
    exchanges: int
    eliminated: bool
    forfeited: bool
    zone_card_ban: bool
    timeouts_in_a_row: int
    controller: ControllerBot | ControllerHuman
    user_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        seat = self.seat

        color = self.color.value

        countries = self.countries

        armies = self.armies

        missiles = self.missiles

        cards = self.cards

        continent_cards = []
        for continent_cards_item_data in self.continent_cards:
            continent_cards_item = continent_cards_item_data.value
            continent_cards.append(continent_cards_item)

        exchanges = self.exchanges

        eliminated = self.eliminated

        forfeited = self.forfeited

        zone_card_ban = self.zone_card_ban

        timeouts_in_a_row = self.timeouts_in_a_row

        controller: dict[str, Any]
        if isinstance(self.controller, ControllerHuman):
            controller = self.controller.to_dict()
        else:
            controller = self.controller.to_dict()

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "color": color,
                "countries": countries,
                "armies": armies,
                "missiles": missiles,
                "cards": cards,
                "continent_cards": continent_cards,
                "exchanges": exchanges,
                "eliminated": eliminated,
                "forfeited": forfeited,
                "zone_card_ban": zone_card_ban,
                "timeouts_in_a_row": timeouts_in_a_row,
                "controller": controller,
            }
        )
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.controller_bot import ControllerBot  # noqa: PLC0415
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        color = Color(d.pop("color"))

        countries = d.pop("countries")

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        cards = d.pop("cards")

        continent_cards = []
        _continent_cards = d.pop("continent_cards")
        for continent_cards_item_data in _continent_cards:
            continent_cards_item = ContinentId(continent_cards_item_data)

            continent_cards.append(continent_cards_item)

        exchanges = d.pop("exchanges")

        eliminated = d.pop("eliminated")

        forfeited = d.pop("forfeited")

        zone_card_ban = d.pop("zone_card_ban")

        timeouts_in_a_row = d.pop("timeouts_in_a_row")

        def _parse_controller(data: object) -> ControllerBot | ControllerHuman:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_controller_controller_human = ControllerHuman.from_dict(data)

                return componentsschemas_controller_controller_human
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_controller_controller_bot = ControllerBot.from_dict(data)

            return componentsschemas_controller_controller_bot

        controller = _parse_controller(d.pop("controller"))

        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        player_view = cls(
            seat=seat,
            color=color,
            countries=countries,
            armies=armies,
            missiles=missiles,
            cards=cards,
            continent_cards=continent_cards,
            exchanges=exchanges,
            eliminated=eliminated,
            forfeited=forfeited,
            zone_card_ban=zone_card_ban,
            timeouts_in_a_row=timeouts_in_a_row,
            controller=controller,
            user_id=user_id,
            name=name,
        )

        player_view.additional_properties = d
        return player_view

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
