# bash mode: echo -e knows \e \E \xHH \uHHHH and \0NNN; \NNN without the
# 0 and a \x without digits stay as written, without a message
echo -e '\101|\0101|\x41|\x4a1|\e|\E|\q|\x|\u|\xg' | od -c
echo -e 'a\0' | od -c
echo -e 'one\ctwo' three
echo -e 'a\\b' '\a\b\f\n\r\t\v' | od -c
echo after
