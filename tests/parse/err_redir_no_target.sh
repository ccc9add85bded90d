cat <
