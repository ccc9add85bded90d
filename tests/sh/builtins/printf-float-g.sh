printf '%g %g\n' 0.0001 1000000
