WITH splitByChar(' ', getOSKernelVersion()) AS version_pair SELECT version_pair[1]
