(exit 255); echo "$?"
(exit 256); echo "$?"
(exit 300); echo "$?"
