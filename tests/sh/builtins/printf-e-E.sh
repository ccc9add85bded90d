printf '%e %E\n' 1234.5 0.000125
