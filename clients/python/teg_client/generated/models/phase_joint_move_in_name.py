from enum import StrEnum


class PhaseJointMoveInName(StrEnum):
    JOINT_MOVE_IN = "joint_move_in"

    def __str__(self) -> str:
        return str(self.value)
