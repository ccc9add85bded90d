PFX=temp env | grep '^PFX='
echo "[${PFX-unset}]"
