# local outside a function: an error with status 1, whatever the options
local x; echo "s=$?"
local -I y; echo "s=$?"
local; echo "s=$?"
local z=1; echo "s=$? z=${z-unset}"
