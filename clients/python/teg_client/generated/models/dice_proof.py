from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiceProof")


@_attrs_define
class DiceProof:
    """The seed of a record's randomness and its public commitment.

    Attributes:
        commitment (str): `sha256(seed)`, 64 hex digits, published when the game started.
        seed (str): The seed, 64 hex digits, revealed when the game ended.
    """

    commitment: str
    seed: str

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        seed = d.pop("seed")

        dice_proof = cls(
            commitment=commitment,
            seed=seed,
        )

        return dice_proof
