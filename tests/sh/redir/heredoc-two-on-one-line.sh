cat <<A; cat <<B
from a
A
from b
B
