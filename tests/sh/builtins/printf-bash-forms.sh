# printf as bash 5.2 has it: C's length modifiers are ignored, floating
# conversions use long double (%.20f of 0.1), out-of-range numbers are a
# warning with status 0, a bad conversion character is "`C': invalid
# format character", an incomplete one "`%5': missing format character",
# and what was printed before a diagnostic comes out before it.
printf '%ld %lld %hd %jd %zd %lu %Lf|\n' 1 2 3 4 5 6 7.5
printf '%.20f %.3Lf\n' 0.1 2.5
printf '%a\n' 0
printf '%d|%u|%f\n' 99999999999999999999 -99999999999999999999 1e99999; echo "status $?"
printf 'x%5%y\n'; echo " status $?"
printf '%5'; echo " status $?"
printf 'ab%'; echo " status $?"
exec 2>&1
printf '%d\n' 1 x 2; echo "status $?"
printf '%s-%y-%s\n' a b; echo " status $?"
printf -v v '%d,' 1 x 3; echo "v=$v status $?"
