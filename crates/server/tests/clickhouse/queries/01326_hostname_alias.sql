SELECT hostname() = hostName();
