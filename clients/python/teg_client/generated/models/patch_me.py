from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.patch_me_locale_type_1 import PatchMeLocaleType1
from ..models.patch_me_locale_type_2_type_1 import PatchMeLocaleType2Type1
from ..models.patch_me_locale_type_3_type_1 import PatchMeLocaleType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchMe")


@_attrs_define
class PatchMe:
    """Changes to the caller's account; a field left out stays as it is.

    Attributes:
        display_name (None | str | Unset): Shown to others: 1 to 40 characters once trimmed.
        locale (None | PatchMeLocaleType1 | PatchMeLocaleType2Type1 | PatchMeLocaleType3Type1 | Unset): `es`, `en` or
            `it`.
    """

    display_name: None | str | Unset = UNSET
    locale: None | PatchMeLocaleType1 | PatchMeLocaleType2Type1 | PatchMeLocaleType3Type1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, PatchMeLocaleType1):
            locale = self.locale.value
        elif isinstance(self.locale, PatchMeLocaleType2Type1):
            locale = self.locale.value
        elif isinstance(self.locale, PatchMeLocaleType3Type1):
            locale = self.locale.value
        else:
            locale = self.locale

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if locale is not UNSET:
            field_dict["locale"] = locale

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))

        def _parse_locale(
            data: object,
        ) -> None | PatchMeLocaleType1 | PatchMeLocaleType2Type1 | PatchMeLocaleType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_1 = PatchMeLocaleType1(data)

                return locale_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_2_type_1 = PatchMeLocaleType2Type1(data)

                return locale_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_3_type_1 = PatchMeLocaleType3Type1(data)

                return locale_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchMeLocaleType1 | PatchMeLocaleType2Type1 | PatchMeLocaleType3Type1 | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        patch_me = cls(
            display_name=display_name,
            locale=locale,
        )

        return patch_me
