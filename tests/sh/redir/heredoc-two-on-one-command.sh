{ cat; cat <&3; } <<A 3<<B
fd0
A
fd3
B
