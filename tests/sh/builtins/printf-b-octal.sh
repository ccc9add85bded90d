printf '%b\n' '\0101' '\101'
