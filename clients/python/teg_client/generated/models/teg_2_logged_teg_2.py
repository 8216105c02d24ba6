from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.teg_2_logged_teg_2_type import Teg2LoggedTeg2Type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reveal import Reveal
    from ..models.teg_2_event_acted import Teg2EventActed
    from ..models.teg_2_event_defaulted import Teg2EventDefaulted
    from ..models.teg_2_event_forfeited import Teg2EventForfeited
    from ..models.teg_2_event_started import Teg2EventStarted


T = TypeVar("T", bound="Teg2LoggedTeg2")


@_attrs_define
class Teg2LoggedTeg2:
    """A TEG II event: a seat's accepted command, or its pending step's
    default (a timeout or a forfeit).

        Attributes:
            event (Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted): What happened: an accepted
                command for a seat, or the service's default
                for a seat's pending step (a timeout or a forfeit). The consequences are
                worked out by [`Game::apply`].
            type_ (Teg2LoggedTeg2Type):
            by (Color | None | Unset):
            player (int | None | Unset): The player who acted: their seat at the service's table (`None`
                for a default, and in games begun before seats had numbers).
            published (list[Reveal] | Unset): In a viewer's projection, the reveals this event published by
                closing their windows, every participant's together (T2-SEC-3,
                T2-CLK-1). Never stored: a stored event has none.
    """

    event: Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted
    type_: Teg2LoggedTeg2Type
    by: Color | None | Unset = UNSET
    player: int | None | Unset = UNSET
    published: list[Reveal] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.teg_2_event_acted import Teg2EventActed  # noqa: PLC0415
        from ..models.teg_2_event_defaulted import Teg2EventDefaulted  # noqa: PLC0415
        from ..models.teg_2_event_started import Teg2EventStarted  # noqa: PLC0415

        event: dict[str, Any]
        if isinstance(self.event, Teg2EventStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2EventActed):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2EventDefaulted):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        type_ = self.type_.value

        by: None | str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        elif isinstance(self.by, Color):
            by = self.by.value
        else:
            by = self.by

        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        published: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.published, Unset):
            published = []
            for published_item_data in self.published:
                published_item = published_item_data.to_dict()
                published.append(published_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "type": type_,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by
        if player is not UNSET:
            field_dict["player"] = player
        if published is not UNSET:
            field_dict["published"] = published

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reveal import Reveal  # noqa: PLC0415
        from ..models.teg_2_event_acted import Teg2EventActed  # noqa: PLC0415
        from ..models.teg_2_event_defaulted import Teg2EventDefaulted  # noqa: PLC0415
        from ..models.teg_2_event_forfeited import Teg2EventForfeited  # noqa: PLC0415
        from ..models.teg_2_event_started import Teg2EventStarted  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_event(data: object) -> Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_event_teg_2_event_started = Teg2EventStarted.from_dict(data)

                return componentsschemas_teg_2_event_teg_2_event_started
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_event_teg_2_event_acted = Teg2EventActed.from_dict(data)

                return componentsschemas_teg_2_event_teg_2_event_acted
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_event_teg_2_event_defaulted = Teg2EventDefaulted.from_dict(data)

                return componentsschemas_teg_2_event_teg_2_event_defaulted
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_teg_2_event_teg_2_event_forfeited = Teg2EventForfeited.from_dict(data)

            return componentsschemas_teg_2_event_teg_2_event_forfeited

        event = _parse_event(d.pop("event"))

        type_ = Teg2LoggedTeg2Type(d.pop("type"))

        def _parse_by(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                by_type_0 = Color(data)

                return by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        by = _parse_by(d.pop("by", UNSET))

        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        _published = d.pop("published", UNSET)
        published: list[Reveal] | Unset = UNSET
        if _published is not UNSET:
            published = []
            for published_item_data in _published:
                published_item = Reveal.from_dict(published_item_data)

                published.append(published_item)

        teg_2_logged_teg_2 = cls(
            event=event,
            type_=type_,
            by=by,
            player=player,
            published=published,
        )

        teg_2_logged_teg_2.additional_properties = d
        return teg_2_logged_teg_2

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
