echo -nn x
