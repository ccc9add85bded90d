true | ! false
