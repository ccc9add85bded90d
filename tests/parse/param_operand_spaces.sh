echo ${a:-a b  c} ${a:-~/x}
