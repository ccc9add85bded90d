{ echo out; echo err >&2; } 2>/dev/null | tr a-z A-Z
