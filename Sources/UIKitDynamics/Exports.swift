@_exported import Dynamics
