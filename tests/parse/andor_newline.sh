a &&
b ||

c
