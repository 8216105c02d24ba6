from enum import StrEnum


class PactEnd(StrEnum):
    BROKEN = "broken"
    COUNTRY_CHANGED_HANDS = "country_changed_hands"
    DISMISSED = "dismissed"
    EXPELLED = "expelled"
    EXPIRED = "expired"
    PARTY_OUT = "party_out"
    REFUSED = "refused"
    TRUCE_OVER = "truce_over"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
