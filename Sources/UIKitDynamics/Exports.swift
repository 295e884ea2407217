// `import UIKit` also brings in Foundation (CGRect, NSString, NSCopying, …); so does this module.
@_exported import Dynamics
@_exported import Foundation
