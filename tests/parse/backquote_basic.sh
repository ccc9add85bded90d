echo `date` `a; b`
