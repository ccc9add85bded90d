( cd /; ls ) &
