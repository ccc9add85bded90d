echo $ a$ "$" $'x' $"y" $%
